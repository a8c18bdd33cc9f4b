import type { RemoteModule } from '@logistics/shared/ui/remote-module';
import RemoteApp, { preloadPage } from './app';

// What the host loads as ./app, checked at build time against the type the host loads it by.
const remoteModule: Required<RemoteModule> = { default: RemoteApp, preloadPage };
export default remoteModule.default;
export { preloadPage };
