import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUpHttp } from './http-setup.ts';
import { Root } from './Root.tsx';

setUpHttp();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
