import { z } from 'zod';
import { MEDIA_TYPES } from '../media-rules.js';

/** Body of POST /api/ai/analyze-media (SPEC.md section 7). */
export const analyzeMediaRequestSchema = z.object({
  fileName: z
    .string({ error: 'File name must be text' })
    .trim()
    .min(1, 'File name is required')
    .max(255, 'File name must be at most 255 characters'),
  mediaType: z.enum(MEDIA_TYPES, { error: 'Media type must be photo or video' }),
});
export type AnalyzeMediaRequest = z.infer<typeof analyzeMediaRequestSchema>;

/** The media analysis result of SPEC.md section 3. */
export const mediaAnalysisSchema = z.object({
  eventCategory: z.string().min(1).max(40),
  emotionAnalysis: z.string().max(200),
  tags: z.array(z.string().min(1).max(40)).max(20),
  peopleDetected: z.array(z.string().max(60)).max(20),
  memoryHighlight: z.string().max(400),
});
export type MediaAnalysis = z.infer<typeof mediaAnalysisSchema>;

export const mediaIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** One item of GET /api/family-media: the spec's family media item plus what the real library knows. */
export interface MediaItem {
  id: string;
  fileName: string;
  fileUrl: string;
  thumbnailUrl: string | null;
  mediaType: (typeof MEDIA_TYPES)[number];
  contentType: string;
  size: number;
  aiTags: string[];
  peopleDetected: string[];
  eventCategory: string;
  emotionAnalysis: string;
  /** ISO instant of the upload. */
  uploadDate: string;
  /** When the photo was taken, from EXIF: the camera's wall-clock time, stored as if it were UTC. */
  takenDate: string | null;
  /**
   * Where it was taken ('lat, lon'), only when the uploader kept it: to the uploader always, to the
   * co-parent only when the uploader shared it; null otherwise.
   */
  location: string | null;
  /** Whether a kept location is shown to the co-parent (false when there is none). */
  locationShared: boolean;
  memoryHighlight: string | null;
  width: number | null;
  height: number | null;
  /** Seconds, for videos whose length could be read. */
  duration: number | null;
  uploader: { id: string; name: string };
  canDelete: boolean;
}

/** What the server read from a file, given to the AI next to its name (never the pixels of anyone's face). */
export interface MediaFacts {
  /** The camera's wall-clock time as 'YYYY-MM-DDTHH:MM:SS.000Z'. */
  takenAt?: string | undefined;
  location?: string | undefined;
  /** Mean luminance, 0 (black) to 1 (white). */
  brightness?: number | undefined;
  /** The most common colour, 0-255 per channel. */
  dominant?: { r: number; g: number; b: number } | undefined;
  durationSeconds?: number | undefined;
}

/** Input of the AI media analysis: the spec's fileName and mediaType, plus facts and names when uploading. */
export interface MediaAnalysisInput extends AnalyzeMediaRequest {
  facts?: MediaFacts;
  /** Names the uploader typed; the only source of peopleDetected. */
  people?: string[];
}
