import argon2 from 'argon2';

export interface PasswordHashCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
}

/** argon2id with the library's recommended cost (64 MiB, t=3) unless the environment says otherwise. */
let cost: PasswordHashCost = { memoryCost: 65_536, timeCost: 3 };

/** Set once at start-up from PASSWORD_HASH_MEMORY_KIB / PASSWORD_HASH_TIME_COST. */
export function setPasswordHashCost(next: PasswordHashCost): void {
  cost = next;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}

// A real hash to compare against when the account does not exist, so a wrong e-mail costs the
// same time as a wrong password (no user enumeration by timing).
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
  return dummyHash;
}
