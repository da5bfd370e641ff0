// The React 19 case of the embed matrix: an app that renders the kit's elements as JSX, sets their
// properties (view, recordId) from its state and listens to their events by the elements' own names.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const API = document.documentElement.dataset.api!;

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
      <ol aria-label="Events">
        {events.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </main>
  );
}

createRoot(document.getElementById('app')!).render(<App />);
