// Monaco's web workers, bundled by Vite from node_modules: the explorer loads nothing from a CDN.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { DEFAULT_EXPLORER_QUERY, explorerTabs } from './defaultQuery';
import { createExplorerFetcher } from './explorerFetcher';

const container = document.getElementById('graphiql');
if (!container) {
  throw new Error('graphiql.html has no #graphiql element to mount the explorer in');
}

const fetcher = createExplorerFetcher();

createRoot(container).render(
  <StrictMode>
    {/* the session cookie authenticates; a pasted Authorization header would do nothing */}
    {/* the saved examples open as tabs the first time; a new tab starts from the default query */}
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_EXPLORER_QUERY}
      defaultTabs={explorerTabs()}
      isHeadersEditorEnabled={false}
    >
      <GraphiQL.Logo>
        <a className="explorer-logo" href="/leads">
          Apex AI back office
        </a>
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
