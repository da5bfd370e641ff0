import { DEMO_RESOURCES } from '../../server/seed/resource-data.ts';

/** A valid create body for a resource: its first demo record, refs dropped, names made new by `suffix`. */
export function freshSample(name: string, suffix: string): Record<string, unknown> {
  const sample = { ...(DEMO_RESOURCES['demo.test']?.[name]?.[0] ?? { name: 'Sample' }) };
  delete sample.author;
  for (const key of ['email', 'name', 'question', 'title', 'last_name']) {
    if (typeof sample[key] === 'string') {
      sample[key] = key === 'email' ? `${suffix}-${sample[key]}` : `${sample[key]} ${suffix}`;
    }
  }
  return sample;
}
