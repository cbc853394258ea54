/**
 * The constant the repository once gave every install as its development TWO_FACTOR_KEY (issue
 * #36 item 3), kept here only in base64 so that the tests can show it opens nothing and that the
 * repository no longer holds it in clear.
 */
export const FORMER_REPOSITORY_KEY = Buffer.from(
  "Y29uZ3Jlcy1jbGUtMmZhLWRlLWRldmVsb3BwZW1lbnQtYS1yZW1wbGFjZXI=",
  "base64",
).toString("utf8");
