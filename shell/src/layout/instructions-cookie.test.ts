import { afterEach, describe, expect, it } from 'vitest';
import { markInstructionsSeen, seenInstructionsVersion, shouldShowFirstUseTip } from './instructions-cookie';

describe('first-use tip cookie', () => {
  afterEach(() => {
    document.cookie = 'ac-instrucciones-v2=; Max-Age=0; Path=/';
  });

  it('shows the tip when no version was acknowledged', () => {
    expect(seenInstructionsVersion('')).toBe(0);
    expect(shouldShowFirstUseTip('other=1')).toBe(true);
  });

  it('shows it again when the stored version is below 2', () => {
    expect(shouldShowFirstUseTip('ac-instrucciones-v1=1')).toBe(true);
    expect(shouldShowFirstUseTip('a=b; ac-instrucciones-v2=1; c=d')).toBe(false);
    expect(shouldShowFirstUseTip('ac-instrucciones-v3=1')).toBe(false);
  });

  it('records version 2 in a cookie', () => {
    markInstructionsSeen();
    expect(document.cookie).toContain('ac-instrucciones-v2=1');
    expect(shouldShowFirstUseTip()).toBe(false);
  });
});
