import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      keepClassNames: true,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const config: Config = {
  // server test files each start their own database (the embedded engine takes seconds on a busy
  // machine, and three times as long on a machine three times slower): a limit for a test or hook
  // that hangs, never a wait, so it is set for the slowest machine the suite must pass on. It is
  // the one limit: at a load average of 12 on 2 cores, starting two apps, or one and 20,000 leads,
  // took over the 60 s that some hooks had been given
  testTimeout: 180_000,
  // one worker per core: Jest's default leaves one core idle, and on a 2-core machine that halves
  // the run (each server test file has its own database, so files never share state)
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'backend',
      testEnvironment: 'node',
      roots: ['<rootDir>/backend'],
      testMatch: ['**/*.test.ts'],
      // request-filtering-agent ships only as ES modules (Node 20.19+ requires it natively; Jest cannot)
      transform: { '^.+\\.[jt]sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!request-filtering-agent/)'],
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'frontend',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/frontend/src'],
      testMatch: ['**/*.test.ts?(x)'],
      // nanoid ships only as ES modules, so it is compiled like our own code
      transform: { '^.+\\.[jt]sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!nanoid/)'],
      setupFilesAfterEnv: ['<rootDir>/frontend/src/test/setup.ts'],
    },
  ],
};

export default config;
