import { z } from 'zod';
import { orderLimitsSchema, outletSchema } from '../schemas/outlet';
import { nonEmptyStringSchema, urlIdSchema } from '../schemas/primitives';
import { surchargeSchema } from '../schemas/surcharge';
import { taxSchema } from '../schemas/tax';
import { tipsSchema } from '../schemas/tips';
import { defineEndpoint } from './endpoint';

/*
 * An outlet's settings in the back office (issue 32): how it serves (service type, call waiter,
 * auto-confirm, who may check out), its announcement, what one order may hold, its taxes and
 * surcharges, and the company's tip percentages. Each change is checked as an import checks a
 * venue file, written in one transaction under the venue lock, recorded in the audit log, and
 * moves the outlet's venue version, so diners' next request sees it. The spec names no such call:
 * every path, input and answer below is our choice.
 */

const CHOICE =
  'path: the spec does not show it (A§6, B§6 POS staff; issue 32 the settings of the back office)';

/** The outlet's own fields a diner's session carries (A§3 Outlet), but its id and time zone. */
export const posOutletProfileSchema = outletSchema.omit({
  id: true,
  time_zone: true,
  order_limits: true,
});

/** An outlet's settings as the back office edits them. */
export const posOutletSettingsSchema = z.object({
  profile: posOutletProfileSchema,
  order_limits: orderLimitsSchema,
  /** The menu's taxes; every dish carries each of them (a tax's rate changes on every dish). */
  taxes: z.array(taxSchema),
  surcharges: z.array(surchargeSchema),
  /** Whether the menu's prices include its taxes. */
  is_tax_inclusive: z.boolean(),
  /** The tip percentages offered, the company's (every outlet of it offers the same). */
  tips: tipsSchema,
  /** The venue's languages, its default first: the texts the announcement should have. */
  languages: z.array(nonEmptyStringSchema).min(1),
  currency: nonEmptyStringSchema,
  decimal_precision: z.int().min(0).max(4),
  /** The venue version after the change: what diners' next request is served from. */
  version: z.int().min(0),
});
/** An outlet's settings as the back office edits them. */
export type PosOutletSettings = z.infer<typeof posOutletSettingsSchema>;

/** The most taxes and surcharges one outlet's menu may hold (our choice: a bill stays legible). */
export const MAX_OUTLET_TAXES = 5;
export const MAX_OUTLET_SURCHARGES = 10;
/** The most tip percentages offered (the diner's tip row holds four, plus "other"). */
export const MAX_TIP_CHOICES = 4;

/**
 * PATCH /pos/api/outlets/{id}/settings: what changes. Taxes and surcharges are sent whole; a new
 * tax applies to every dish, a removed one leaves every dish and surcharge.
 */
export const posOutletSettingsChangesSchema = z.strictObject({
  profile: posOutletProfileSchema.partial().optional(),
  order_limits: orderLimitsSchema.partial().optional(),
  taxes: z.array(taxSchema).max(MAX_OUTLET_TAXES).optional(),
  surcharges: z.array(surchargeSchema).max(MAX_OUTLET_SURCHARGES).optional(),
  is_tax_inclusive: z.boolean().optional(),
});
/** A change of an outlet's settings, as sent. */
export type PosOutletSettingsChanges = z.output<typeof posOutletSettingsChangesSchema>;

/** PUT /pos/api/outlets/{id}/tips: the company's tip percentages, in the order offered. */
export const posTipsBodySchema = z.strictObject({ tips: tipsSchema.max(MAX_TIP_CHOICES) });
/** The tip percentages, as sent. */
export type PosTipsBody = z.output<typeof posTipsBodySchema>;

/** The settings calls of the back office. */
export const posSettings = {
  outletSettings: defineEndpoint({
    name: 'pos.outletSettings',
    method: 'GET',
    path: '/pos/api/outlets/{id}/settings',
    params: z.object({ id: urlIdSchema }),
    response: posOutletSettingsSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { profile, order_limits, taxes, surcharges, is_tax_inclusive, tips, languages, currency, decimal_precision, version }`,
  }),
  changeOutletSettings: defineEndpoint({
    name: 'pos.changeOutletSettings',
    method: 'PATCH',
    path: '/pos/api/outlets/{id}/settings',
    params: z.object({ id: urlIdSchema }),
    body: posOutletSettingsChangesSchema,
    response: posOutletSettingsSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: the settings after the change; a file that would not import is a 422 settings_invalid naming the place`,
  }),
  changeTips: defineEndpoint({
    name: 'pos.changeTips',
    method: 'PUT',
    path: '/pos/api/outlets/{id}/tips',
    params: z.object({ id: urlIdSchema }),
    body: posTipsBodySchema,
    response: posOutletSettingsSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; owners only, as the percentages are the company's; response: the outlet's settings after the change`,
  }),
};
