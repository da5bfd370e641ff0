// Compiled by `npm run typecheck`: the generated React 19 typings (elements/types/react-jsx.d.ts) accept
// the elements' attributes, properties and events by their own names, with their types, and refuse others.
import { useRef } from 'react';

export function ReactPage() {
  const panel = useRef<HTMLElementTagNameMap['resource-panel']>(null);
  return (
    <main>
      <profile-panel
        api-base="https://console.example.com"
        site-token="demo-site"
        onupdated={(event) => {
          const section: 'user' | 'account' = event.detail.section;
          const email: string | undefined = event.detail.user.email;
          return [section, email];
        }}
        oncancel={(event) => event.detail.section satisfies 'user' | 'account'}
      />
      <task-status-bar
        open
        auto-close-delay={3000}
        ontoggle={(event) => event.detail.open satisfies boolean}
        ontask-dismiss={(event) => event.detail.id satisfies string}
      />
      <resource-panel
        ref={panel}
        resource="contact"
        view="edit"
        recordId={42}
        onsaved={(event) => event.detail.id satisfies number}
      />
      <image-delivery image-key="k" alt="" env="offline" max-dpr={2} />
      <admin-shell networkName="Rodeo Network">
        <section />
      </admin-shell>
      {/* @ts-expect-error: auto-close-delay is a number of milliseconds */}
      <task-status-bar auto-close-delay="soon" />
      <image-delivery
        image-key="k"
        alt=""
        // @ts-expect-error: env is debug, offline or production
        env="staging"
      />
      <resource-panel
        // @ts-expect-error: no such property (TypeScript lets any dashed name pass, as for data-*)
        recrdId={42}
      />
      <profile-panel
        // @ts-expect-error: the updated event's detail has no such field
        onupdated={(event) => event.detail.record}
      />
    </main>
  );
}
