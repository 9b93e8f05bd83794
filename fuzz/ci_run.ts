// The CI-sized run of the fuzz (test/fuzz/fuzz_campaign.test.ts, in npm test): these cases of this
// seed, two workers, a generous bound so that only a real loop hangs. It must end with 0 failures.

export const CI_RUN = { seed: 27, cases: 6000, workers: 2, timeoutMs: 5000 } as const;
