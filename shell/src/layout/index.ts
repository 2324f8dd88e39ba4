export { AccessLayout } from './access-layout';
export { MainLayout } from './main-layout';
