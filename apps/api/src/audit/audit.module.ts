import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditTrail } from './audit.service';
import { Undo } from './undo';

/**
 * The audit trail: each service records its own entries in its change's transaction
 * (history.ts) and registers the typed undo of its records with Undo (undo.ts); admins read the
 * trail and revert entries at /api/v1/audit.
 */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditTrail, Undo],
  exports: [AuditTrail, Undo],
})
export class AuditModule {}
