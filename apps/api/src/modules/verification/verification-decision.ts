import type { Db, Tx } from '@dwa/db/client';
import type { IdPhotoKind, IdVerification } from '@dwa/shared/verification';
import type { AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { UsersService } from '../accounts/users.service';
import type { IdCheckResult } from './id-provider';
import { findRequest, updateRequest, type IdVerificationRow } from './verification.repo';

// What every way of deciding a request shares (the provider's callback or poll, an admin in the
// queue): the decision itself, written once, and a request as its seller and the admins see it.

const photoUrl = (id: number, kind: IdPhotoKind) => `/api/v1/verification/${id}/photos/${kind}`;

/** A request as the API answers it; no request at all is status 'none'. */
export function present(row: IdVerificationRow | undefined): IdVerification {
  if (!row)
    return {
      id: null,
      status: 'none',
      card_last4: null,
      reason: null,
      provider: null,
      photos: { selfie: null, card: null },
      submitted_at: null,
      decided_at: null,
    };
  return {
    id: row.id,
    status: row.status,
    card_last4: row.cardLast4,
    reason: row.reason,
    provider: row.provider,
    photos: { selfie: row.selfieKey ? photoUrl(row.id, 'selfie') : null, card: row.cardPhotoKey ? photoUrl(row.id, 'card') : null },
    submitted_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

type DecisionDeps = {
  db: Db;
  now: () => Date;
  users: Pick<UsersService, 'setIdVerified'>;
  audit: Pick<AuditService, 'record'>;
  notifications: Pick<NotificationService, 'notify'>;
};

type Outcome = { state: 'verified' | 'rejected'; reason: string | null; code?: string | null };

export function createDecisions(deps: DecisionDeps) {
  const { db, now } = deps;

  /** A decision, once: the row, the badge, the audit log, in `tx`. */
  async function decide(tx: Tx, row: IdVerificationRow, outcome: Outcome, actor: AuthUser | null): Promise<IdVerificationRow> {
    const at = now();
    const decided = await updateRequest(tx, row.id, {
      status: outcome.state,
      reason: outcome.state === 'rejected' ? outcome.reason : null,
      decidedBy: actor?.id ?? null,
      decidedAt: at,
      updatedAt: at,
    });
    if (outcome.state === 'verified') await deps.users.setIdVerified(tx, row.userId, at);
    await deps.audit.record(tx, {
      actor,
      action: outcome.state === 'verified' ? 'id_verification.verify' : 'id_verification.reject',
      targetType: 'id_verification',
      targetId: row.id,
      before: { status: row.status },
      after: {
        status: outcome.state,
        user_id: row.userId,
        provider: row.provider,
        card_last4: row.cardLast4,
        ...(outcome.code ? { code: outcome.code } : {}),
      },
      reason: outcome.reason,
      at,
    });
    // Whoever decided (the sandbox, the provider's callback or poll, an admin), the seller is told
    // in the same transaction, with the reason when refused (ADR 074).
    const verified = outcome.state === 'verified';
    await deps.notifications.notify(tx, {
      userId: row.userId,
      kind: 'id_verification',
      notice: verified
        ? { key: 'idVerified' }
        : outcome.reason
          ? { key: 'idRejected', params: { reason: outcome.reason.replace(/[.!?\s]+$/, '') } }
          : { key: 'idRejectedPlain' },
      link: '/account/verification',
      data: { verification_id: row.id, status: outcome.state },
      at,
    });
    return decided;
  }

  /** Applies a provider's answer to a pending request (callback or poll, whichever comes first). */
  async function apply(id: number, result: IdCheckResult): Promise<boolean> {
    if (result.state === 'pending') return false;
    return db.transaction(async (tx) => {
      const row = await findRequest(tx, id, { forUpdate: true });
      if (!row || row.status !== 'pending') return false;
      await decide(tx, row, result, null);
      return true;
    });
  }

  return { decide, apply };
}
