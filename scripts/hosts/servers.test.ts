import { describe, expect, it } from 'vitest';
import { accountName } from './servers.ts';

describe('accountName', () => {
  const passwd =
    'root:x:0:0:root:/root:/bin/bash\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\nci:x:1001:1001::/home/ci:/bin/sh\n';

  it('names the owner of the files nginx serves by its id', () => {
    expect(accountName(passwd, 0)).toBe('root');
    expect(accountName(passwd, 1001)).toBe('ci');
  });

  it('does not take an id found in another column for the account', () => {
    expect(accountName('a:x:5:1001::/:/bin/sh\n', 1001)).toBeUndefined();
  });

  it('has no name for an id the table does not list', () => {
    expect(accountName('', 12345)).toBeUndefined();
  });
});
