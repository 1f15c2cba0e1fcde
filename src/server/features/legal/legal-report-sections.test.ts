import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFormat } from '../../../common/format/format.js';
import { reportText } from '../../../common/legal-report-text.js';
import type { LegalDocument, LegalReport, LegalReportFacts } from '../../../common/schemas/legal.js';
import { useTwoFamilies } from '../../testing/cross-family.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { messageHash } from '../../message-record/message-hash.js';
import { day, pdfPages, RANGE, seedFamilyRecord, squash } from '../../testing/legal.js';

const us = createFormat('en-US', 'UTC');

describe.each(TEST_DIALECTS)('legal report: schedule history, audit log and checkpoints (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  let seeded: Awaited<ReturnType<typeof seedFamilyRecord>>;
  beforeEach(async () => {
    seeded = await seedFamilyRecord(t.app, t.db, f);
  });

  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: f.owner.cookie }, ...(payload ? { payload } : {}) });
  const generate = async (body: object = RANGE) => {
    const response = await inject('POST', '/api/legal-documents/generate-report', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LegalReport>();
  };
  const documentWithReport = async (title: string) => {
    const created = await inject('POST', '/api/legal-documents', { title, documentType: 'custody_summary', ...RANGE });
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json<LegalDocument>();
    return { document, report: await generate({ ...RANGE, documentId: document.id }) };
  };
  const conversationOf = (report: LegalReport) => report.record.messages?.conversations[0];

  it('carries the three sections in the report, record.json (fingerprinted), the PDF and the text download', async () => {
    const { document, report } = await documentWithReport('Custody review');
    const record = await inject('GET', `/api/legal-documents/${document.id}/record.json`);
    expect(createHash('sha256').update(record.rawPayload).digest('hex')).toBe(report.fingerprint);
    const facts = JSON.parse(record.body) as LegalReportFacts;
    expect(facts.version).toBe(2);
    expect(facts.family.locale).toBe('en-US');

    // Schedule history: the schedule agreed before the range, in effect on its first day, and the change agreed within it.
    expect(facts.scheduleHistory?.inEffectAtStart).toMatchObject({
      status: 'accepted',
      effectiveFrom: day(-20),
      proposedBy: 'Alex Rivera',
    });
    expect(facts.scheduleHistory?.changes).toEqual([
      expect.objectContaining({
        id: seeded.scheduleChange.id,
        kind: 'set',
        status: 'accepted',
        proposedBy: 'Sam Rivera',
        answeredBy: 'Alex Rivera',
        summary: expect.stringContaining('exchanges at 17:30 UTC'),
      }),
    ]);
    expect(report.record.scheduleHistory).toEqual(facts.scheduleHistory);

    // Audit log: every change to a shared record in the range, with who and what.
    expect(facts.auditLog).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entity: 'legal_document',
          action: 'created',
          by: 'Alex Rivera',
          summary: expect.stringContaining("'Custody review'"),
        }),
        expect.objectContaining({ entity: 'custody_schedule', by: 'Alex Rivera' }),
      ]),
    );
    expect(facts.auditLog?.every((e) => e.at >= facts.range.from && e.at < facts.range.to)).toBe(true);
    expect(report.record.auditLog).toEqual(facts.auditLog);

    // Checkpoint: the latest signed one of each conversation, checked.
    const conversation = facts.messages?.conversations[0];
    expect(conversation?.checkpoint).toEqual({
      messageCount: 4,
      headHash: conversation?.chainHead,
      signedAt: expect.any(String),
      keyId: expect.any(String),
      signature: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      publicKey: expect.any(String),
      signatureValid: true,
      inChain: true,
    });
    expect(conversationOf(report)?.checkpoint).toEqual(conversation?.checkpoint);

    const pdf = await inject('GET', `/api/legal-documents/${document.id}/report.pdf`);
    const all = squash((await pdfPages(pdf.rawPayload)).join('\n'));
    for (const expected of [
      '5. Custody schedule history',
      'In effect on the first day of the period',
      `Status: accepted by Alex Rivera on ${us.dateTime(seeded.scheduleChange.answeredAt ?? '')}`,
      'exchanges at 5:30 PM UTC',
      '6. Audit log of changes to shared records',
      "Created the legal document 'Custody review' (Custody Summary)",
      '7. Signed checkpoints of the message record',
      'How to check',
      'signature verifies; the chain still holds it',
      conversation?.checkpoint?.headHash ?? 'missing',
      conversation?.checkpoint?.signature ?? 'missing',
    ]) {
      expect(all).toContain(squash(expected));
    }

    const text = reportText('Custody review', report);
    for (const expected of [
      'CUSTODY SCHEDULE HISTORY',
      'Sam Rivera proposed: Alternating weeks starting',
      'AUDIT LOG',
      "Created the legal document 'Custody review'",
      'SIGNED CHECKPOINTS',
      `Head hash: ${conversation?.checkpoint?.headHash ?? 'missing'}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('leaves the schedule history out with the calendar, and the checkpoints with the messages', async () => {
    const report = await generate({ ...RANGE, includeEvents: false, includeMessages: false });
    expect(report.record.scheduleHistory).toBeNull();
    expect(report.record.messages).toBeNull();
    expect(report.record.earlierCheckpoints).toBeNull();
    expect(report.record.auditLog).toEqual(expect.any(Array));
  });

  it('shows a history cut short: against its signed checkpoint, and against an earlier report even with the checkpoint gone', async () => {
    const earlier = await documentWithReport('Before the deletion');
    const pinned = conversationOf(earlier.report)?.checkpoint;
    expect(pinned).toMatchObject({ messageCount: 4, inChain: true });

    await t.db.kysely.deleteFrom('messages').where('conversationId', '=', seeded.conversationId).where('seq', '=', 4).execute();
    const cut = await generate();
    expect(conversationOf(cut)?.verification).toMatchObject({ intact: false, reason: 'truncated' });
    expect(conversationOf(cut)?.checkpoint).toMatchObject({ messageCount: 4, inChain: false });
    expect(cut.summary).toContain('failed its integrity check in 1 conversation');
    expect(cut.keyEvents).toContainEqual({
      date: RANGE.endDate,
      title: "Message record of 'General' holds fewer messages than its latest signed checkpoint",
      type: 'integrity',
    });

    // Someone with database access removes the checkpoint too: the chain and the remaining checkpoint agree,
    // but the checkpoint printed by the earlier report no longer holds.
    await t.db.kysely
      .deleteFrom('conversationCheckpoints')
      .where('conversationId', '=', seeded.conversationId)
      .where('messageCount', '>=', 4)
      .execute();
    const hidden = await generate();
    expect(conversationOf(hidden)?.verification.intact).toBe(true);
    expect(hidden.record.earlierCheckpoints).toEqual([
      expect.objectContaining({
        documentTitle: 'Before the deletion',
        reportFingerprint: earlier.report.fingerprint,
        conversationId: seeded.conversationId,
        messageCount: 4,
        headHash: pinned?.headHash,
        inChain: false,
      }),
    ]);
    expect(hidden.summary).toContain('1 checkpoint printed by earlier reports no longer holds');
    expect(hidden.summary).not.toContain('verified intact');
    expect(reportText('After', hidden)).toContain("'Before the deletion'");
    expect(reportText('After', hidden)).toContain('NO LONGER HOLDS');
  });

  it('shows a history rewritten and re-hashed in the database through the signed checkpoint', async () => {
    const rows = await t.db.kysely
      .selectFrom('messages')
      .selectAll()
      .where('conversationId', '=', seeded.conversationId)
      .orderBy('seq')
      .execute();
    const attachments = await t.db.kysely
      .selectFrom('messageAttachments')
      .innerJoin('files', 'files.id', 'messageAttachments.fileId')
      .select(['messageAttachments.messageId', 'files.sha256'])
      .orderBy('messageAttachments.position')
      .execute();
    let prevHash = rows[0]?.prevHash ?? '';
    for (const row of rows) {
      const content = Number(row.seq) === 2 ? 'I never agreed to that.' : row.content;
      const hash = messageHash({
        conversationId: row.conversationId,
        seq: Number(row.seq),
        senderId: row.senderId,
        content,
        createdAt: row.createdAt,
        attachments: attachments.filter((a) => a.messageId === row.id).map((a) => a.sha256),
        prevHash,
      });
      await t.db.kysely.updateTable('messages').set({ content, prevHash, hash }).where('id', '=', row.id).execute();
      prevHash = hash;
    }
    const report = await generate();
    expect(conversationOf(report)?.verification).toMatchObject({ intact: false, reason: 'checkpoint_mismatch' });
    expect(conversationOf(report)?.checkpoint).toMatchObject({ signatureValid: true, inChain: false });
    expect(report.keyEvents.map((e) => e.title)).toContain("Message record of 'General' no longer matches its latest signed checkpoint");
  });
});
