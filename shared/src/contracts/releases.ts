import * as z from '@logistics/shared/contracts/zod';

/**
 * What is live (GET /api/releases, the admin's): the host and the build of each remote the remotes manifest points
 * at, with the version of @logistics/shared each was built from and the ranges each remote requires, so that the
 * page can say whether the host may load it (the same check as before loading it).
 */
export const liveHostSchema = z.object({
  /** When the host's files were built (its manifest's time), or null when the host is not built. */
  builtAt: z.string().nullable(),
  /** The version of @logistics/shared the host provides. */
  sharedVersion: z.string().nullable(),
});

export const liveRemoteSchema = z.object({
  name: z.string(),
  /** The release made by `pnpm release`, or null when the remote's own build folder (or another address) is live. */
  release: z.string().nullable(),
  /** Where the host finds its manifest. */
  entry: z.string(),
  /** Null when its manifest is not on this server (hosted elsewhere) or missing. */
  builtAt: z.string().nullable(),
  sharedVersion: z.string().nullable(),
  requiredRanges: z.array(z.string()),
});

export const releasesSchema = z.object({ host: liveHostSchema, remotes: z.array(liveRemoteSchema) });
export type Releases = z.infer<typeof releasesSchema>;
export type LiveRemote = z.infer<typeof liveRemoteSchema>;
