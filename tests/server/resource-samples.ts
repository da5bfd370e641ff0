import { DEMO_RESOURCES } from '../../server/seed/resource-data.ts';

// Areas without static demo records. An image or file record claims an upload: a well-formed key passes
// the schema, which is what these samples are for (media-resources.test.ts creates them with real
// uploads). Demo broadcasts sit around the seeding day; a sample is scheduled a week ahead.
const OTHER_SAMPLES: Record<string, Record<string, unknown>> = {
  image: { title: 'Sample image', alt: 'A sample picture', media_key: 'k'.repeat(32) },
  file: { name: 'sample.txt', folder: 'Samples', media_key: 'k'.repeat(32) },
  broadcast: {
    title: 'Sample broadcast',
    channel: 'email',
    scheduled_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    status: 'scheduled',
  },
};

/** A valid create body for a resource: its first demo record, refs dropped, names made new by `suffix`. */
export function freshSample(name: string, suffix: string): Record<string, unknown> {
  const sample = {
    ...(DEMO_RESOURCES['demo.test']?.[name]?.[0] ?? OTHER_SAMPLES[name] ?? { name: 'Sample' }),
  };
  delete sample.author;
  for (const key of ['email', 'name', 'question', 'title', 'last_name']) {
    if (typeof sample[key] === 'string') {
      sample[key] = key === 'email' ? `${suffix}-${sample[key]}` : `${sample[key]} ${suffix}`;
    }
  }
  return sample;
}
