// The route matcher of docs/behaviour.md#screens: every pattern that fits the path is scored and the best score wins, so
// /image/bucket/create beats /image/bucket/:id and a wildcard only catches what nothing else claims.

const SEGMENT_POINTS = 4;
const STATIC_POINTS = 3;
const PARAM_POINTS = 2;
const EMPTY_POINTS = 1;
// The spec scores no wildcard; as in reach-router it gives back its segment's points and one more, which
// ranks it below every static or :param route of the same depth.
const WILDCARD_PENALTY = 1;

export type RouteParams = Record<string, string>;

export interface RouteMatch<R> {
  route: R;
  params: RouteParams;
}

/** '/a/b/' -> ['a', 'b']; '/' -> [''], the empty root segment. Query and hash are not part of the path. */
const segments = (path: string): string[] =>
  path
    .replace(/[?#].*$/, '')
    .replace(/^\/+|\/+$/g, '')
    .split('/');

const isParam = (segment: string): boolean => segment.startsWith(':');

const segmentPoints = (segment: string): number => {
  if (segment === '*') return -(SEGMENT_POINTS + WILDCARD_PENALTY);
  if (segment === '') return EMPTY_POINTS;
  return isParam(segment) ? PARAM_POINTS : STATIC_POINTS;
};

export const scorePattern = (pattern: string): number =>
  segments(pattern).reduce((score, segment) => score + SEGMENT_POINTS + segmentPoints(segment), 0);

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The params of `path` under `pattern` (':name' segments, '*' for the rest as params['*']), or null. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const wanted = segments(pattern);
  const actual = segments(path);
  const params: RouteParams = {};
  for (const [i, segment] of wanted.entries()) {
    if (segment === '*') {
      params['*'] = actual.slice(i).map(decode).join('/');
      return params;
    }
    const value = actual[i];
    if (value === undefined) return null;
    if (isParam(segment)) {
      if (value === '') return null;
      params[segment.slice(1)] = decode(value);
    } else if (segment !== value) {
      return null;
    }
  }
  return actual.length === wanted.length ? params : null;
}

/**
 * The best-scoring route for `path` (on a tie, the one listed first), or the default route, with no
 * params, when none matches.
 */
export function matchRoute<R extends { path: string }>(
  routes: readonly R[],
  path: string,
  defaultRoute: R,
): RouteMatch<R> {
  let best: (RouteMatch<R> & { score: number }) | null = null;
  for (const route of routes) {
    const params = matchPattern(route.path, path);
    const score = params ? scorePattern(route.path) : -Infinity;
    if (params && (!best || score > best.score)) best = { route, params, score };
  }
  return best ? { route: best.route, params: best.params } : { route: defaultRoute, params: {} };
}
