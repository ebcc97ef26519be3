import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export function registerPages(server: FastifyInstance, app: AppContext): void {
  void server;
  void app;
}
