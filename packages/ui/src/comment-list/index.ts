export {
  CommentComposer,
  type CommentComposerProps,
  type CommentItem,
  CommentList,
  type CommentListProps,
} from "./comment-list.tsx";
