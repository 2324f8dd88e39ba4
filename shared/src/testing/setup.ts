// Every unit test file starts from a clean page: polyfills, and no session (closing it also empties
// the server-state cache). The query module is not imported here: a test's vi.mock of
// '@area-cliente/shared' must apply to it, so it has to be loaded after the test file's mocks.
import './dialog-polyfill';
import { closeSession } from '../session';

afterEach(closeSession);
