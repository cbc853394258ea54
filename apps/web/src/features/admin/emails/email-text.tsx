/**
 * An e-mail address that, when its column is too narrow for it, wraps before its "@" rather
 * than inside a word ("fatima.benali" / "@example.ma", not "fatima.be" / "nali@…").
 */
export function EmailText({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
