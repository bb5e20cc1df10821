// Stand-in for `server-only` under vitest, which is not a React Server environment.
export {};
