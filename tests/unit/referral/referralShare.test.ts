import {
  copyText,
  inviteLink,
  inviteMessage,
  shareOrCopy,
  type ShareNavigator,
} from '@/components/referral/referralShare';

const message = inviteMessage('AB3DEF7H', 'https://www.ridemarket.kr/registration/provision?friendCode=AB3DEF7H', 3000);

function abort(): Error {
  const error = new Error('Share canceled');
  error.name = 'AbortError';
  return error;
}

describe('sharing my invitation code', () => {
  it('links to sign-up with my code, on the site’s origin', () => {
    expect(inviteLink('https://www.ridemarket.kr/', 'AB3DEF7H')).toBe(
      'https://www.ridemarket.kr/registration/provision?friendCode=AB3DEF7H'
    );
    expect(inviteLink('http://127.0.0.1:3100', 'AB3DEF7H')).toBe(
      'http://127.0.0.1:3100/registration/provision?friendCode=AB3DEF7H'
    );
  });

  it('carries the code, the reward and the link in the text', () => {
    expect(message.text).toContain('초대 코드: AB3DEF7H');
    expect(message.text).toContain('3,000P를 받아요');
    expect(message.text.endsWith('/registration/provision?friendCode=AB3DEF7H')).toBe(true);
    expect(inviteMessage('AB3DEF7H', 'https://x', null).text).not.toContain('P를 받아요');
  });

  it('opens the share sheet when there is one', async () => {
    const share = jest.fn(async () => undefined);
    const writeText = jest.fn(async () => undefined);
    expect(await shareOrCopy({ share, clipboard: { writeText } }, message)).toBe('shared');
    expect(share).toHaveBeenCalledWith(message);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats closing the share sheet as the person’s choice, not a failure', async () => {
    const writeText = jest.fn(async () => undefined);
    expect(
      await shareOrCopy(
        {
          share: async () => {
            throw abort();
          },
          clipboard: { writeText },
        },
        message
      )
    ).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the message when the share sheet is missing, refuses the data, or fails', async () => {
    const writeText = jest.fn(async () => undefined);
    expect(await shareOrCopy({ clipboard: { writeText } }, message)).toBe('copied');
    expect(await shareOrCopy({ share: jest.fn(), canShare: () => false, clipboard: { writeText } }, message)).toBe(
      'copied'
    );
    expect(
      await shareOrCopy(
        {
          share: async () => {
            throw new Error('NotAllowedError');
          },
          clipboard: { writeText },
        },
        message
      )
    ).toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(3);
    expect(writeText).toHaveBeenLastCalledWith(message.text);
  });

  it('falls back to a selected textarea when the clipboard API is missing or denied', async () => {
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const denied: ShareNavigator = {
      clipboard: {
        writeText: async () => {
          throw new Error('denied');
        },
      },
    };
    expect(await copyText(denied, 'AB3DEF7H')).toBe(true);
    expect(await copyText({}, 'AB3DEF7H')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    execCommand.mockReturnValue(false);
    expect(await shareOrCopy({}, message)).toBe('failed');
  });
});
