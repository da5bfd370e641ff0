interface Issue {
  code?: string;
  path: PropertyKey[];
  message: string;
  errors?: Issue[][];
}

// A union reports only 'Invalid input'; the branch that got past the type check (the array branch of a
// filter value, say) says what is actually wrong, so its issues are reported instead.
function explain(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || !issue.errors) return [issue];
  const telling = issue.errors
    .flat()
    .filter((inner) => inner.code !== 'invalid_type' && inner.code !== 'invalid_union');
  if (telling.length === 0) return [issue];
  return telling.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** Schema issues as one line naming each field and its problem, for a 400 packet's detail. */
export const issuesText = (issues: readonly Issue[]): string =>
  issues
    .flatMap(explain)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
