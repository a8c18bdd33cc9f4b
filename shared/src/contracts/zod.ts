// The one door to zod for the browser's code. The host and every remote validate with the same schemas, so zod is
// one instance on the page (shared module, tooling/webpack.mjs): shared whole, zod is 87 KB gzip (every locale,
// JSON schema); through this module, only what is named here, once (about 25 KB, where each app used to carry
// its own tree-shaken copy). Use it as `import * as z from '@logistics/shared/contracts/zod'`; to use another
// part of zod, name it here (eslint's no-restricted-imports keeps 'zod' itself out of shared/src, host and remotes).
export {
  array,
  boolean,
  coerce,
  custom,
  date,
  email,
  enum,
  guid,
  NEVER,
  number,
  object,
  record,
  string,
  union,
  ZodError,
} from 'zod';
import { config } from 'zod';
export type {
  infer,
  input,
  output,
  RefinementCtx,
  ZodArray,
  ZodDefault,
  ZodNumber,
  ZodObject,
  ZodOptional,
  ZodRecord,
  ZodString,
  ZodType,
} from 'zod';

// In a browser zod's compiled parsers never run: the page's Content-Security-Policy allows no eval. Without
// `jitless`, zod probes for eval with `new Function` once, and the browser reports that refused probe as a policy
// violation (Lighthouse's best-practices audit lists it). Set here, before any schema is built (schemas import this
// module); the server, where eval is allowed, keeps the compiled parsers.
if ('window' in globalThis) config({ jitless: true });
