import { useLingui } from '@lingui/react/macro';
import { endpoints, type PosVenueTable } from '@tabula/api-client';
import { api } from '../../app/api';
import { muted, row } from '../../lib/layout.css';
import * as styles from './places.css';

/**
 * A place's QR code: its picture, the address it opens, and the files to print (SVG, and PNG at
 * 1024 px). The links carry the person's session cookie like every call of the console.
 */
export function QrCodeLinks({ code, name }: { code: PosVenueTable['code']; name: string }) {
  const { t } = useLingui();
  const params = { token: code.token };
  const svg = api.url(endpoints.pos.qrSvg, { params });
  const png = api.url(endpoints.pos.qrPng, { params, query: { size: '1024' } });
  return (
    <div className={styles.code}>
      <img className={styles.qr} src={svg} alt={t`QR code of ${name}`} width={96} height={96} />
      <div>
        <p className={`${muted} ${styles.address}`} dir="ltr">
          {code.url}
        </p>
        <div className={row}>
          <a className={styles.download} href={svg} download={`${name}.svg`}>
            {t`Download SVG`}
          </a>
          <a className={styles.download} href={png} download={`${name}.png`}>
            {t`Download PNG`}
          </a>
        </div>
      </div>
    </div>
  );
}
