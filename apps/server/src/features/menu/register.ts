import { endpoints } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { posRoute } from '../../http/pos-route';
import { callerActor } from '../../http/staff-auth';
import type { AuditActor } from '../../staff/audit-log';
import {
  addCategory,
  addMenuItem,
  changeCategory,
  changeMenuItem,
  retireCategory,
  retireMenuItem,
  type MenuChange,
  type StoredMenu,
} from '../../menu/menu-changes';
import { changeOutletMenu, menuEditorOf } from '../../menu/menu-editor';
import { storedImageUrlOf } from '../../venue/image-url';

/*
 * The menu of the back office (contract/pos-menu.ts): the outlet's menu to edit, and a category
 * or an item added, changed or retired, each answered with the menu after it.
 */
export function registerMenu(server: FastifyInstance, app: AppContext): void {
  const { pos } = endpoints;
  const publicUrl = () => app.config.publicUrl;

  /** A picture link the POS sends, stored on the stored origin (venue/image-url.ts). */
  const stored = <T extends { image_url?: string | null }>(body: T): T =>
    body.image_url === undefined || body.image_url === null
      ? body
      : { ...body, image_url: storedImageUrlOf(body.image_url, publicUrl()) };

  const change = async (
    outletId: number,
    action: { name: string },
    by: AuditActor,
    make: (menu: StoredMenu, retiredIds: number[]) => MenuChange,
  ) => {
    await changeOutletMenu(app.db, outletId, action.name, by, make, app.now());
    return menuEditorOf(app.db, outletId, publicUrl());
  };

  posRoute(server, app, pos.menuEditor, async ({ params }) =>
    menuEditorOf(app.db, params.id, publicUrl()),
  );

  posRoute(server, app, pos.addCategory, async ({ params, body, caller }) =>
    change(params.id, pos.addCategory, callerActor(caller), (menu) => addCategory(menu, body)),
  );

  posRoute(server, app, pos.changeCategory, async ({ params, body, caller }) =>
    change(params.id, pos.changeCategory, callerActor(caller), (menu) =>
      changeCategory(menu, params.category_id, body),
    ),
  );

  posRoute(server, app, pos.retireCategory, async ({ params, caller }) =>
    change(params.id, pos.retireCategory, callerActor(caller), (menu) =>
      retireCategory(menu, params.category_id),
    ),
  );

  posRoute(server, app, pos.addMenuItem, async ({ params, body, caller }) =>
    change(params.id, pos.addMenuItem, callerActor(caller), (menu, retiredIds) =>
      addMenuItem(menu, stored(body), retiredIds),
    ),
  );

  posRoute(server, app, pos.changeMenuItem, async ({ params, body, caller }) =>
    change(params.id, pos.changeMenuItem, callerActor(caller), (menu) =>
      changeMenuItem(menu, params.item_id, stored(body)),
    ),
  );

  posRoute(server, app, pos.retireMenuItem, async ({ params, caller }) =>
    change(params.id, pos.retireMenuItem, callerActor(caller), (menu) =>
      retireMenuItem(menu, params.item_id),
    ),
  );
}
