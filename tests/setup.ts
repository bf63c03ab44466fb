import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 1 s by default; on a busy 2-core machine a screen reading real
// fake-indexeddb services can take longer than that without being wrong.
configure({ asyncUtilTimeout: 5000 });
