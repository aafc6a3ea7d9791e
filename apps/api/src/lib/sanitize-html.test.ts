import { describe, expect, test } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  test('keeps simple formatting', () => {
    expect(
      sanitizeHtml('<p><strong>Free delivery</strong> on orders above <em>₹199</em></p>'),
    ).toBe('<p><strong>Free delivery</strong> on orders above <em>₹199</em></p>');
  });

  test('removes scripts with their content, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="//evil"></iframe>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|alert/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  test('links opening a new tab get rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
