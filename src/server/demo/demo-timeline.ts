import { randomUUID } from 'node:crypto';
import type { TimelineType } from '../../common/timeline-rules.js';
import type { DemoSeed } from './demo-seed.js';

interface DemoEntry {
  daysAgo: number;
  child: 'Emma' | 'Liam';
  by: 0 | 1;
  title: string;
  description: string;
  type: TimelineType;
  tags: string[];
  isPrivate?: boolean;
}

/** About four months of both children's timelines, written by both parents; one entry is Sarah's private note. */
const DEMO_ENTRIES: readonly DemoEntry[] = [
  {
    daysAgo: 118,
    child: 'Emma',
    by: 0,
    title: 'Spelling bee winner',
    description: 'Won the class spelling bee with "necessary". She practised every night for two weeks.',
    type: 'achievement',
    tags: ['achievement', 'winner', 'school'],
  },
  {
    daysAgo: 104,
    child: 'Liam',
    by: 1,
    title: 'Flu shot',
    description: 'Flu shot at the pediatrician. A little teary, then proud of his dinosaur sticker.',
    type: 'medical',
    tags: ['health', 'vaccination'],
  },
  {
    daysAgo: 95,
    child: 'Liam',
    by: 0,
    title: 'Rode without training wheels',
    description: 'Liam rode the whole length of the park path by himself. We took the training wheels off on the spot.',
    type: 'milestone',
    tags: ['milestone', 'bike', 'outdoors'],
  },
  {
    daysAgo: 81,
    child: 'Emma',
    by: 1,
    title: 'Report card',
    description: 'Straight As in reading and science; math improved to a B+. Teacher says she helps classmates.',
    type: 'school',
    tags: ['school', 'report card', 'reading'],
  },
  {
    daysAgo: 74,
    child: 'Emma',
    by: 0,
    title: 'Baking with Grandma Rose',
    description: 'Lemon cookies at Grandma’s house, flour everywhere. Emma wrote the recipe down in her own words.',
    type: 'memory',
    tags: ['memories', 'family'],
  },
  {
    daysAgo: 60,
    child: 'Liam',
    by: 1,
    title: 'Lost his first tooth',
    description: 'Bottom front tooth came out during lunch. The tooth fairy left a golden coin.',
    type: 'milestone',
    tags: ['milestone', 'lost tooth'],
  },
  {
    daysAgo: 52,
    child: 'Emma',
    by: 0,
    title: 'Talk with the school counselor',
    description:
      'Emma has been worried about switching houses mid-week. Counselor suggested a picture calendar; I want to try it for a month before we discuss it.',
    type: 'memory',
    tags: ['school', 'feelings'],
    isPrivate: true,
  },
  {
    daysAgo: 45,
    child: 'Liam',
    by: 0,
    title: 'School play: the tree',
    description: 'Liam was a tree in the spring musical and remembered his one line.',
    type: 'school',
    tags: ['school', 'school play'],
  },
  {
    daysAgo: 33,
    child: 'Emma',
    by: 1,
    title: 'Dentist check-up',
    description: 'No cavities. Next cleaning in six months; the dentist recommended a mouth guard for soccer.',
    type: 'medical',
    tags: ['health', 'dentist', 'check-up'],
  },
  {
    daysAgo: 26,
    child: 'Emma',
    by: 0,
    title: 'First goal of the season',
    description: 'Scored from the edge of the box in the second half. Whole team cheered.',
    type: 'achievement',
    tags: ['achievement', 'soccer'],
  },
  {
    daysAgo: 18,
    child: 'Liam',
    by: 1,
    title: 'Picture day',
    description: 'School photo day. Liam insisted on his dinosaur shirt.',
    type: 'photo',
    tags: ['photo', 'school'],
  },
  {
    daysAgo: 9,
    child: 'Liam',
    by: 0,
    title: 'Beach day',
    description: 'Built a giant sandcastle and Liam buried my feet. Found three crabs.',
    type: 'memory',
    tags: ['memories', 'outdoors'],
  },
  {
    daysAgo: 3,
    child: 'Emma',
    by: 1,
    title: 'Learned to swim a full length',
    description: 'Emma swam the whole 25 m without stopping at Saturday lessons.',
    type: 'milestone',
    tags: ['milestone', 'swimming'],
  },
];

const dateDaysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/** Adds the demo children's timeline entries (the children are found by name in the demo family). */
export async function seedDemoTimeline(opts: Omit<DemoSeed, 'blobs'>): Promise<void> {
  const { db, familyId, parents, now } = opts;
  const children = await db.kysely.selectFrom('children').select(['id', 'name']).where('familyId', '=', familyId).execute();
  const childId = new Map(children.map((c) => [c.name, c.id]));
  const rows = DEMO_ENTRIES.flatMap((entry) => {
    const id = childId.get(entry.child);
    if (!id) return [];
    const eventDate = dateDaysAgo(now, entry.daysAgo);
    const at = `${eventDate}T19:30:00.000Z`;
    return [
      {
        id: randomUUID(),
        familyId,
        childId: id,
        createdBy: parents[entry.by],
        title: entry.title,
        description: entry.description,
        timelineType: entry.type,
        eventDate,
        tags: JSON.stringify(entry.tags),
        isPrivate: entry.isPrivate ? 1 : 0,
        photoFileId: null,
        createdAt: at,
        updatedAt: at,
      },
    ];
  });
  if (rows.length > 0) await db.kysely.insertInto('timelineEntries').values(rows).execute();
}
