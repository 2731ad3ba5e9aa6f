/**
 * The sentences the members' screens show when something goes wrong, in one place so the
 * screens, their tests and the end-to-end specs agree on every word.
 */
export const USER_MESSAGES = {
  unreachable: "Howzat could not be reached. Please try again after a while",
  signInIncorrect: "The email or password is incorrect",
  signInTooMany: "Too many sign-in attempts. Please wait a minute and try again",
  signInFailed: "Sign-in did not work. Please try again",
  registerTooMany: "Too many attempts. Please wait a minute and try again",
  registerTooLarge: "The details are too long to send. Please shorten them and try again",
  registerDuplicate: "An account with this email already exists",
  registerFailed: "Registration did not work. Please try again",
  googleNotSetUp: "Google sign-in is not set up on this server",
  googleCancelled: "Google sign-in was cancelled",
  googleBlocked: "Please allow pop-ups to sign in with Google",
  googleFailed: "Google sign-in did not work. Please try again",
  googleAccountNotLinked:
    "This email already belongs to a member who signs in with a password. Please sign in with your email and password",
  signOutFailed: "Signing out did not work. Please try again",
  sessionEnded: "Your session has ended. Please sign in again",
} as const;
