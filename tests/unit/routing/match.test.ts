import { describe, expect, it } from 'vitest';
import { matchPattern, matchRoute, scorePattern } from '../../../lib/routing/match.ts';
import { ROUTES } from '../../../lib/routing/routes.ts';

const route = (path: string) => ({ path });
const fallback = route('/dashboard');

describe('route scoring (docs/behaviour.md#screens: static 3, param 2, empty 1, +4 per segment)', () => {
  it('scores each kind of segment', () => {
    expect(scorePattern('/')).toBe(4 + 1);
    expect(scorePattern('/dashboard')).toBe(4 + 3);
    expect(scorePattern('/:id')).toBe(4 + 2);
    expect(scorePattern('/image/edit/:image_id')).toBe(3 * 4 + 3 + 3 + 2);
  });

  it('ranks a wildcard below a param of the same depth', () => {
    expect(scorePattern('/image/*')).toBeLessThan(scorePattern('/image/:id'));
    expect(scorePattern('/*')).toBeLessThan(scorePattern('/'));
  });
});

describe('matchPattern', () => {
  it('matches static segments exactly, ignoring a trailing slash, query and hash', () => {
    expect(matchPattern('/dashboard', '/dashboard')).toEqual({});
    expect(matchPattern('/dashboard', '/dashboard/?x=1#top')).toEqual({});
    expect(matchPattern('/dashboard', '/dashboards')).toBeNull();
    expect(matchPattern('/dashboard', '/dashboard/more')).toBeNull();
  });

  it('matches the root only at /', () => {
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/', '/dashboard')).toBeNull();
  });

  it('captures and decodes :params, and never matches an empty one', () => {
    expect(matchPattern('/article/editor/:article_id', '/article/editor/42')).toEqual({ article_id: '42' });
    expect(matchPattern('/u/:name', '/u/J%C3%BCrgen')).toEqual({ name: 'Jürgen' });
    expect(matchPattern('/u/:name', '/u/%E0%A4%A')).toEqual({ name: '%E0%A4%A' });
    expect(matchPattern('/article/editor/:article_id', '/article/editor/')).toBeNull();
  });

  it('lets a wildcard take the rest of the path', () => {
    expect(matchPattern('/files/*', '/files/a/b%20c')).toEqual({ '*': 'a/b c' });
    expect(matchPattern('/files/*', '/files')).toEqual({ '*': '' });
  });
});

describe('matchRoute', () => {
  it('picks the best-scoring match, not the first one listed', () => {
    const routes = [route('/*'), route('/image/:id'), route('/image/bucket')];
    expect(matchRoute(routes, '/image/bucket', fallback).route.path).toBe('/image/bucket');
    expect(matchRoute(routes, '/image/7', fallback)).toEqual({ route: routes[1], params: { id: '7' } });
    expect(matchRoute(routes, '/elsewhere/deep', fallback).route.path).toBe('/*');
  });

  it('falls back to the default route when nothing matches', () => {
    expect(matchRoute([route('/a')], '/b', fallback)).toEqual({ route: fallback, params: {} });
  });

  it('resolves the spec table', () => {
    const dashboard = ROUTES.find((r) => r.path === '/dashboard') ?? ROUTES[0]!;
    expect(matchRoute(ROUTES, '/image/bucket/create', dashboard).route.label).toBe('Create Bucket');
    expect(matchRoute(ROUTES, '/image/edit/12', dashboard)).toMatchObject({
      route: { label: 'Edit Image' },
      params: { image_id: '12' },
    });
    expect(matchRoute(ROUTES, '/', dashboard).route.label).toBe('Sign In');
    expect(matchRoute(ROUTES, '/no/such/screen', dashboard).route).toBe(dashboard);
  });
});
