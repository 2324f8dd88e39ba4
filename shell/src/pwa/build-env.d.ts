// webpack inlines process.env.NODE_ENV at build time (optimization.nodeEnv follows --mode).
declare const process: { env: { NODE_ENV?: string } };
