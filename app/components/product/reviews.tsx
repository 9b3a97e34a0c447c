import type { SubmissionResult } from "@conform-to/react";
import { useLocation, useSubmit } from "react-router";
import type { ProductCard } from "../../../shop-api/contract/catalogue";
import { Carousel } from "~/components/catalogue/carousel";
import { ProductCard as Card } from "~/components/catalogue/product-card";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { DeferImages } from "~/components/ui/image";
import { useImagesNearScreen } from "~/components/ui/use-near-screen";
import { formatDate, formatNumber } from "~/lib/format";
import { Stars } from "./product-sections";
import { CommentWriteLink, QuestionAsk } from "./viewer-slots";

interface Comment {
  id: number;
  author: string;
  rating: number;
  text: string;
  created_at: string;
  reply: string | null;
}

/** Approved comments, newest first, with pages, and the way to write one (a dialog). */
export function Comments({
  comments,
  page,
  lastPage,
  writeHref,
  pageHref,
}: {
  comments: Comment[];
  page: number;
  lastPage: number;
  writeHref: string;
  pageHref: (page: number) => string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="comments-title" id="comments" data-section="comments">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="comments-title" className="text-lg font-bold text-secondary">{t("product.comments")}</h2>
        <CommentWriteLink href={writeHref} />
      </div>
      <p className="mb-3 text-xs text-muted">{t("product.commentNotice")}</p>
      {comments.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-sm text-muted">{t("product.noComments")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-2xl border border-line bg-white p-4" data-comment={comment.id}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{comment.author}</p>
                <div className="flex items-center gap-2 text-xs text-muted">
                  <Stars rating={comment.rating} size={14} />
                  <span className="sr-only">{t("product.stars", { count: comment.rating })}</span>{" "}
                  <time dateTime={comment.created_at}>{formatDate(comment.created_at, locale)}</time>
                </div>
              </div>
              <p className="mt-2 leading-7">{comment.text}</p>
              {comment.reply ? (
                <div className="mt-3 rounded-xl bg-page p-3 text-sm">
                  <p className="mb-1 text-xs font-bold text-secondary">{t("product.shopReply")}</p>
                  <p className="leading-6">{comment.reply}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {lastPage > 1 ? (
        <nav aria-label={t("product.comments")} className="mt-3 flex flex-wrap gap-2" data-comment-pages="">
          {Array.from({ length: lastPage }, (_, index) => index + 1).map((number) => (
            <AppLink
              key={number}
              to={pageHref(number)}
              preventScrollReset
              aria-current={number === page ? "page" : undefined}
              className="grid min-w-9 place-items-center rounded-lg border border-line bg-white px-2 py-1 text-sm aria-[current=page]:bg-secondary aria-[current=page]:text-white"
            >
              {formatNumber(number, locale)}
            </AppLink>
          ))}
        </nav>
      ) : null}
    </section>
  );
}

interface Question {
  id: number;
  author: string;
  question: string;
  answer: string | null;
  created_at: string;
}

/**
 * Answered questions, and a form to ask (signed in), or a way to sign in first. `lastResult`: the
 * last post's result when it was the question's (the refusal beside the field, what was typed).
 */
export function Questions({
  questions,
  signedIn,
  loginHref,
  lastResult,
}: {
  questions: Question[];
  signedIn: boolean;
  loginHref: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  return (
    <section aria-labelledby="questions-title" id="questions" data-section="questions">
      <h2 id="questions-title" className="mb-3 text-lg font-bold text-secondary">{t("product.questions")}</h2>
      {questions.length === 0 ? (
        <p className="text-sm text-muted">{t("product.noQuestions")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {questions.map((question) => (
            <li key={question.id} className="rounded-2xl border border-line bg-white p-4 text-sm" data-question={question.id}>
              <p className="font-semibold">{question.question}</p>
              <p className="mt-1 text-xs text-muted">{question.author}</p>
              {question.answer ? (
                <p className="mt-2 rounded-xl bg-page p-3 leading-6">
                  <span className="font-bold text-secondary">{t("product.answer")}: </span>
                  {question.answer}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <QuestionAsk
        signedIn={signedIn}
        action={pathname + search}
        loginHref={loginHref}
        lastResult={lastResult}
        onSubmit={(event) => {
          // As React Router's <Form>: posted without a document load, the pressed button's intent with it.
          event.preventDefault();
          submit(((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null) ?? event.currentTarget, { method: "post", action: pathname + search });
        }}
      />
    </section>
  );
}

export function Related({ products }: { products: ProductCard[] }) {
  const t = useT();
  // Far below the first screen: its pictures wait until the shopper comes near (decision 41).
  useImagesNearScreen(products);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-title" id="related" data-section="related">
      <h2 id="related-title" className="mb-3 text-lg font-bold text-secondary">{t("product.related")}</h2>
      <DeferImages.Provider value>
        <Carousel label={t("product.related")} perView={{ mobile: 2.2, desktop: 5 }}>
          {products.map((product) => (
            <Card key={product.id} product={product} />
          ))}
        </Carousel>
      </DeferImages.Provider>
    </section>
  );
}
