import { RESOURCES } from '../../lib/resources/registry.ts';
import { DEMO_RESOURCES } from '../../server/seed/resource-data.ts';
import { DEMO_RODEO_RESOURCES } from '../../server/seed/rodeo-data.ts';
import { sampleRows } from '../../server/seed/sample-rows.ts';

const DEMO = { ...DEMO_RESOURCES['demo.test'], ...DEMO_RODEO_RESOURCES['demo.test'] };

// Areas without static demo records. An image or file record claims an upload: a well-formed key passes
// the schema, which is what these samples are for (media-resources.test.ts creates them with real
// uploads). Demo broadcasts sit around the seeding day; a sample is a draft a week ahead.
const OTHER_SAMPLES: Record<string, Record<string, unknown>> = {
  image: { title: 'Sample image', alt: 'A sample picture', media_key: 'k'.repeat(32) },
  file: { name: 'sample.txt', folder: 'Samples', media_key: 'k'.repeat(32) },
  broadcast: {
    title: 'Sample broadcast',
    channel: 'email',
    scheduled_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    // A scheduled one needs a prompt of the caller's account (tests/server/broadcast-sending.test.ts).
    status: 'draft',
  },
};

/**
 * A valid create body for a resource: its first demo record, else one made from its fields (as the demo
 * seed makes rows for an area without demo records), names made new by `suffix`. Optional refs are dropped;
 * a required one points to record 1 of its area, which is demo.test's (that account is seeded first).
 */
export function freshSample(name: string, suffix: string): Record<string, unknown> {
  const resource = RESOURCES.find((candidate) => candidate.name === name);
  if (!resource) throw new Error(`No area is called ${name}`);
  const sample = { ...(DEMO[name]?.[0] ?? OTHER_SAMPLES[name] ?? sampleRows(resource, () => 1)[0]) };
  const fields = resource.fields;
  for (const [key, field] of Object.entries(fields)) {
    if (field.kind !== 'ref' || !(key in sample)) continue;
    if (field.required) sample[key] = 1;
    else delete sample[key];
  }
  for (const key of new Set(['email', 'name', 'question', 'title', 'last_name', resource.unique ?? 'name'])) {
    if (typeof sample[key] === 'string') {
      sample[key] = key === 'email' ? `${suffix}-${sample[key]}` : `${sample[key]} ${suffix}`;
    }
  }
  return sample;
}
