/**
 * What react-admin's router adapter imports instead of `react-router-dom` in a production build (vite.config.ts).
 * The shell always mounts react-admin inside its own browser router, so react-admin's fallback — creating a hash
 * data router — never runs; replacing its two entry points keeps react-router's data-router code (~17 kB gzip)
 * out of the bundle that the sign-in page loads. Everything else is react-router-dom itself.
 */
export * from 'react-router-dom';

function unsupported(): never {
  throw new Error('react-admin must be mounted inside the application router (src/Root.tsx)');
}

export { unsupported as createHashRouter, unsupported as RouterProvider };
