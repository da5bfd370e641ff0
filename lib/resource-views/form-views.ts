import type { Resource } from '../resources/define.ts';

// Apart from form-plan.ts: the panel's first screen asks which views are forms, and the plans (with the
// record names of edit titles) load with the form (the first screen's budget, tests/budget/size.ts).

/** The form views a resource has: create and edit where it has those commands, and its named forms. */
export const formViews = (resource: Resource): string[] => [
  ...(resource.commands.create ? ['create'] : []),
  ...(resource.commands.update ? ['edit'] : []),
  ...Object.keys(resource.forms),
];
