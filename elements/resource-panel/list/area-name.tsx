import { useAreaNames } from './use-area-names.ts';

/** An area's name as its definition says it ('Helpbot FAQs'), in words until the definitions are in. */
export function AreaName({ area }: { area: string }) {
  return <>{useAreaNames()(area)}</>;
}
