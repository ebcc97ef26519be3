import { useEffect } from 'react';
import { z } from 'zod';
import { readStored, writeStored } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/keys';
import { useHomePage } from './home-page';

/** The currency and precision every amount is computed and shown at. */
export interface MoneySettings {
  currency: string;
  precision: number;
}

// spec: A§9, default money precision is 2.
export const DEFAULT_PRECISION = 2;

const precisionSchema = z.number().int().min(0).max(3);

/** The company's decimal_precision as last stored on this device (A§9), else 2. */
export function storedPrecision(): number {
  return readStored('local', STORAGE_KEYS.precision, precisionSchema) ?? DEFAULT_PRECISION;
}

/**
 * The company's currency and decimal_precision. The precision is also stored locally (A§9), so
 * a cart restored before the configuration answers is priced at the same precision.
 */
export function useMoneySettings(): MoneySettings {
  const { company } = useHomePage();
  const precision = company.decimal_precision;
  useEffect(() => {
    writeStored('local', STORAGE_KEYS.precision, precision);
  }, [precision]);
  return { currency: company.currency, precision };
}
