import { afterEach } from 'vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazy
// component or a debounced request can take longer. Passing tests are not slowed.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
});
