// The React 19 case of the embed matrix: an app that renders the kit's elements as JSX, sets their
// properties (view, recordId) from its state and listens to their events by the elements' own names.
// The image to show comes with the page, as a server-rendered app's data would.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const API = document.documentElement.dataset.api!;
const IMAGE = JSON.parse(document.documentElement.dataset.image!) as {
  key: string;
  alt: string;
  width: number;
  height: number;
};

function App() {
  const [view, setView] = useState<'list' | 'create'>('list');
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((lines) => [...lines, line]);
  return (
    <main>
      <h1>React host</h1>
      <p>
        <button type="button" onClick={() => setView('create')}>
          New sponsor
        </button>
      </p>
      <profile-panel
        api-base={API}
        site-token="demo-site"
        oncancel={(event) => log(`profile-panel cancel ${event.detail.section}`)}
      />
      <resource-panel
        resource="sponsor"
        view={view}
        api-base={API}
        site-token="demo-site"
        oncancel={(event) => {
          log(`resource-panel cancel ${event.detail.resource}`);
          setView('list');
        }}
      />
      <stripe-connections api-base={API} site-token="demo-site" />
      <image-delivery
        image-key={IMAGE.key}
        alt={IMAGE.alt}
        width={IMAGE.width}
        height={IMAGE.height}
        domain={API}
        path="media"
        onrendition-change={(event) => log(`image-delivery rendition-change ${event.detail.width}`)}
      />
      <ol aria-label="Events">
        {events.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </main>
  );
}

createRoot(document.getElementById('app')!).render(<App />);
