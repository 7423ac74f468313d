// Placeholder until the embedded backend lands (issue 3): restores the seed.
console.log('db:reset: nothing to reset yet');
