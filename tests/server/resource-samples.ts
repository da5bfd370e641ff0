import { DEMO_RESOURCES } from '../../server/seed/resource-data.ts';

// An image or file record claims an upload: a well-formed key passes the schema, which is what these
// samples are for (media-resources.test.ts creates them with real uploads).
const MEDIA_SAMPLES: Record<string, Record<string, unknown>> = {
  image: { title: 'Sample image', alt: 'A sample picture', media_key: 'k'.repeat(32) },
  file: { name: 'sample.txt', folder: 'Samples', media_key: 'k'.repeat(32) },
};

/** A valid create body for a resource: its first demo record, refs dropped, names made new by `suffix`. */
export function freshSample(name: string, suffix: string): Record<string, unknown> {
  const sample = {
    ...(DEMO_RESOURCES['demo.test']?.[name]?.[0] ?? MEDIA_SAMPLES[name] ?? { name: 'Sample' }),
  };
  delete sample.author;
  for (const key of ['email', 'name', 'question', 'title', 'last_name']) {
    if (typeof sample[key] === 'string') {
      sample[key] = key === 'email' ? `${suffix}-${sample[key]}` : `${sample[key]} ${suffix}`;
    }
  }
  return sample;
}
