import { foldLine, vtimezone } from './ical';

describe('vtimezone', () => {
  it("lists New York's 2030 changes at 02:00 local, with the offsets either side", () => {
    const text = vtimezone('America/New_York', 2030, 2030).join('\n');
    expect(text).toContain(
      'BEGIN:DAYLIGHT\nDTSTART:20300310T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400\nTZNAME:EDT\nEND:DAYLIGHT',
    );
    expect(text).toContain(
      'BEGIN:STANDARD\nDTSTART:20301103T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500\nTZNAME:EST\nEND:STANDARD',
    );
  });

  it('a zone without daylight saving has one observance', () => {
    const lines = vtimezone('Asia/Tokyo', 2029, 2031);
    expect(lines.filter((l) => l.startsWith('BEGIN:'))).toEqual([
      'BEGIN:VTIMEZONE',
      'BEGIN:STANDARD',
    ]);
    expect(lines).toContain('TZOFFSETTO:+0900');
  });

  it('southern hemisphere and half-hour offsets', () => {
    const text = vtimezone('Australia/Adelaide', 2030, 2030).join('\n');
    expect(text).toContain('TZOFFSETFROM:+1030\nTZOFFSETTO:+0930');
    expect(text).toContain('TZOFFSETFROM:+0930\nTZOFFSETTO:+1030');
  });
});

describe('foldLine', () => {
  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(100)}`);
    for (const line of folded.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'é'.repeat(100)}`);
  });
});
