import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: too short for react-admin screens when the machine runs other
// suites at the same time (CI runs the API, UI and browser suites side by side). A real failure still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
