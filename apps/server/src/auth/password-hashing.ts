import { hash, verify } from '@node-rs/argon2';

// The library's Algorithm enum is a const enum this build cannot import; 2 is its Argon2id.
const ARGON2ID_ALGORITHM = 2;

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): memory-hard and about 8 ms a hash here. */
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A stored hash in another format is simply not this password.
    return false;
  }
}
