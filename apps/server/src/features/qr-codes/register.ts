import { companySchema, endpoints } from '@tabula/api-client';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { companies, outlets, qrCodes } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { codeUrl, openCounters, openTables, replaceTableCode } from '../../venue-file/venue-codes';
import { posRoute } from '../../http/pos-route';
import { callerActor } from '../../http/staff-auth';
import { recordAudit } from '../../staff/audit-log';
import { qrPng, qrSvg } from './qr-image';
import { renderQrSheet } from './qr-sheet';

/*
 * The QR code calls of the POS (contract/pos-qr-codes.ts): a code as an SVG or a PNG, an
 * outlet's sheet of codes as a PDF, and a table's code replaced. Only open codes: a retired one
 * is a 404, as its scan is the invalid-table page.
 */

async function openCode(app: AppContext, token: string) {
  const [code] = await app.db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.token, token), isNull(qrCodes.retiredAt)));
  if (!code) throw notFound('No such QR code', 'qr_code_not_found');
  return code;
}

export function registerQrCodes(server: FastifyInstance, app: AppContext): void {
  const { pos } = endpoints;

  posRoute(server, app, pos.qrSvg, async ({ params }) => {
    const code = await openCode(app, params.token);
    return {
      contentType: 'image/svg+xml',
      fileName: `qr-${code.token}.svg`,
      disposition: 'inline' as const,
      body: Buffer.from(await qrSvg(codeUrl(app.config.publicUrl, code.token))),
    };
  });

  posRoute(server, app, pos.qrPng, async ({ params, query }) => {
    const code = await openCode(app, params.token);
    return {
      contentType: 'image/png',
      fileName: `qr-${code.token}.png`,
      disposition: 'inline' as const,
      body: await qrPng(codeUrl(app.config.publicUrl, code.token), Number(query.size ?? '512')),
    };
  });

  posRoute(server, app, pos.qrSheet, async ({ params }) => {
    const [row] = await app.db
      .select({ outlet: outlets, company: companies })
      .from(outlets)
      .innerJoin(companies, eq(companies.id, outlets.companyId))
      .where(eq(outlets.id, params.id));
    if (!row) throw notFound('No such outlet', 'not_found');
    const profile = companySchema.omit({ id: true }).parse(row.company.profile);
    const { locales, default: first } = profile.locale_data;
    const url = (token: string) => codeUrl(app.config.publicUrl, token);
    const cards = [
      ...(await openTables(app.db, row.outlet.id)).map((table) => ({
        url: url(table.code.token),
        tableNumber: table.number,
        label: table.code.label,
      })),
      ...(await openCounters(app.db, row.outlet.id)).map((counter) => ({
        url: url(counter.token),
        tableNumber: null,
        label: counter.label,
      })),
    ];
    const pdf = await renderQrSheet(
      {
        name: profile.name,
        brandColor: profile.brand_color,
        languages: [first, ...locales.filter((locale) => locale !== first)],
      },
      cards,
    );
    return {
      contentType: 'application/pdf',
      fileName: `qr-codes-${row.company.key}-${row.outlet.key}.pdf`,
      disposition: 'attachment' as const,
      body: pdf,
    };
  });

  posRoute(server, app, pos.rotateTableCode, async ({ params, caller }) => {
    const replaced = await app.db.transaction(async (tx) => {
      const made = await replaceTableCode(tx, params.id, app.now());
      if (made) {
        await recordAudit(tx, {
          outletId: made.outletId,
          ...callerActor(caller),
          action: pos.rotateTableCode.name,
          subject: `table ${made.number}`,
          details: { old_token: made.oldToken, new_token: made.token },
        });
      }
      return made;
    });
    if (!replaced) throw notFound('No such table', 'table_not_found');
    return {
      table_id: params.id,
      number: replaced.number,
      token: replaced.token,
      url: codeUrl(app.config.publicUrl, replaced.token),
    };
  });
}
