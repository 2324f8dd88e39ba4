// Every unit test file starts from a clean page: polyfills, and no session (closing it also empties
// the server-state cache). The query module is not imported here: a test's vi.mock of
// '@area-cliente/shared' must apply to it, so it has to be loaded after the test file's mocks.
import { configure } from '@testing-library/react';
import './dialog-polyfill';
import { closeSession } from '../session';

// A screen's next state can take over a second to show while the build runs beside the unit tests on
// the 2-core CI machine (a paid receipt after the window's focus once took longer): findBy and waitFor
// wait up to 5 s, not 1; a test that fails still fails, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(closeSession);
