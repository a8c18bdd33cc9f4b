import type { RemoteModule } from '@logistics/shared/ui/remote-module';
import RemoteApp from './app';

// What the host loads as ./app, checked at build time against the type the host loads it by.
const remoteModule: RemoteModule = { default: RemoteApp };
export default remoteModule.default;
