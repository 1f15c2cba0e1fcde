import { describe, expect, it } from 'vitest';
import { analyzeMediaOffline } from './analyze-media.js';
import { categoriseFileName, dateFromFileName } from './file-name-rules.js';

describe('categoriseFileName', () => {
  it.each([
    ['Emma_Birthday_Cake.jpg', 'birthday', ['cake', 'birthday']],
    ['beach-day-2024.JPG', 'vacation', ['beach', 'outdoors']],
    ['SoccerFinal.mp4', 'sports', ['soccer', 'sports']],
    ['first day of school.png', 'school', ['school']],
    ['xmas morning.jpg', 'holiday', ['xmas', 'christmas']],
    ['halloween_costumes.heic', 'holiday', ['halloween', 'costume']],
    ['park swings.jpg', 'outdoors', ['park', 'outdoors']],
    ['zoo trip.jpg', 'vacation', ['zoo', 'animals', 'travel']],
    ['Grandma visit.jpg', 'family_time', ['grandma', 'family']],
    ['IMG_1234.JPG', 'everyday', []],
  ])('%s is %s', (name, category, tags) => {
    const result = categoriseFileName(name);
    expect(result.category).toBe(category);
    for (const tag of tags) expect(result.tags).toContain(tag);
  });
});

describe('dateFromFileName', () => {
  it('reads camera-style dates and refuses impossible ones', () => {
    expect(dateFromFileName('PXL_20240714_183005123.jpg')).toBe('2024-07-14T18:30:00.000Z');
    expect(dateFromFileName('IMG-20231225-WA0001.jpg')).toBe('2023-12-25T12:00:00.000Z');
    expect(dateFromFileName('IMG_20230231.jpg')).toBeUndefined();
    expect(dateFromFileName('beach.jpg')).toBeUndefined();
  });
});

describe('analyzeMediaOffline', () => {
  it('describes a sunny summer beach photo from its name, date, place and colours', () => {
    const result = analyzeMediaOffline({
      fileName: 'beach day.jpg',
      mediaType: 'photo',
      facts: { takenAt: '2024-07-14T11:30:00.000Z', location: '51.50740, -0.12767', brightness: 0.7, dominant: { r: 60, g: 130, b: 220 } },
    });
    expect(result.eventCategory).toBe('vacation');
    expect(result.tags).toEqual(expect.arrayContaining(['beach', 'outdoors', 'sunny', 'summer', 'bright', 'blue sky', 'geotagged']));
    expect(result.peopleDetected).toEqual([]);
    expect(result.memoryHighlight).toBe('A vacation photo from a summer morning, 14 July 2024 at 51.50740, -0.12767.');
    expect(result.emotionAnalysis).toContain('not read from faces');
  });

  it('says evening and winter from the EXIF time, and turns seasons round south of the equator', () => {
    const north = analyzeMediaOffline({ fileName: 'IMG_1.jpg', mediaType: 'photo', facts: { takenAt: '2024-01-10T18:45:00.000Z' } });
    expect(north.tags).toEqual(expect.arrayContaining(['winter', 'evening']));
    expect(north.tags).not.toContain('sunny');
    const south = analyzeMediaOffline({
      fileName: 'IMG_1.jpg',
      mediaType: 'photo',
      facts: { takenAt: '2024-01-10T10:00:00.000Z', location: '-33.86880, 151.20930' },
    });
    expect(south.tags).toContain('summer');
  });

  it('calls a green, bright picture outdoors without claiming more', () => {
    const result = analyzeMediaOffline({
      fileName: 'IMG_2.jpg',
      mediaType: 'photo',
      facts: { brightness: 0.6, dominant: { r: 70, g: 160, b: 60 } },
    });
    expect(result.eventCategory).toBe('outdoors');
    expect(result.tags).toEqual(expect.arrayContaining(['greenery', 'outdoors', 'sunny']));
    expect(result.memoryHighlight).toBe('An outdoor photo.');
  });

  it('never detects people: only the names the uploader typed are listed', () => {
    expect(analyzeMediaOffline({ fileName: 'family dinner with mom and dad.jpg', mediaType: 'photo' }).peopleDetected).toEqual([]);
    const named = analyzeMediaOffline({
      fileName: 'Soccer.mp4',
      mediaType: 'video',
      people: ['Emma', 'Noah'],
      facts: { durationSeconds: 75 },
    });
    expect(named.peopleDetected).toEqual(['Emma', 'Noah']);
    expect(named.tags).toContain('video');
    expect(named.memoryHighlight).toBe('A sports video (1:15) with Emma and Noah.');
  });

  it('writes "an autumn morning" with the right article', () => {
    const result = analyzeMediaOffline({ fileName: 'IMG_3.jpg', mediaType: 'photo', facts: { takenAt: '2025-10-05T09:00:00.000Z' } });
    expect(result.memoryHighlight).toBe('A photo from an autumn morning, 5 October 2025.');
  });

  it('is deterministic', () => {
    const input = { fileName: 'Birthday party.jpg', mediaType: 'photo' as const };
    expect(analyzeMediaOffline(input)).toEqual(analyzeMediaOffline(input));
  });
});
